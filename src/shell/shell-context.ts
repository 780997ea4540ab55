import { createContext, useContext } from 'react';

export interface ShellContextValue {
  listVisible: boolean;
  toggleList(): void;
}

export const ShellContext = createContext<ShellContextValue>({ listVisible: true, toggleList: () => undefined });

export const useShell = () => useContext(ShellContext);
