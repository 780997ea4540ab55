import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { device, subscribe } from '../storage/device';
import { themeVariables, type BrandColors } from '../../core/theme/colors';

export const productColors: BrandColors = { COLOR_PRIMARY: '#2f4858', COLOR_SECONDARY: '#f2efe9', COLOR_ACCENT: '#e0a526' };

export function useDarkMode(): [boolean, (on: boolean) => void] {
  const dark = useSyncExternalStore(
    (notify) => subscribe(notify),
    () => device.darkMode.get() ?? false,
    () => false,
  );
  return [dark, (on) => device.darkMode.set(on)];
}

/** The restaurant's colours as CSS variables with their variants, and dark mode on the root element. */
export function ThemeProvider({ colors, children }: { colors: BrandColors; children: ReactNode }) {
  const [dark] = useDarkMode();
  useEffect(() => {
    const root = document.documentElement;
    for (const [name, value] of Object.entries(themeVariables(colors))) root.style.setProperty(name, value);
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', colors.COLOR_PRIMARY);
  }, [colors]);
  useEffect(() => {
    document.documentElement.classList.toggle('dark', dark);
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  }, [dark]);
  return <>{children}</>;
}
