// @vitest-environment jsdom
// A code-split page: a spinner while its code loads, never a Suspense fallback (React would hold the page back behind
// its reveal throttle), then the page; at once on a later visit; a failed load reaches the error boundary.
import { act, Component, createElement as h, Suspense, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? h('p', null, 'error page') : this.props.children;
  }
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const Greeting = ({ name }: { name: string }) => h('p', null, `hello ${name}`);

let unmount = () => undefined as void;
afterEach(() => unmount());

async function mount(page: ReactNode) {
  const container = document.createElement('div');
  const root = createRoot(container);
  unmount = () => act(() => root.unmount());
  const tree = h(IntlProvider, { locale: 'en', messages: { loading: 'Loading' } }, h(Boundary, null, h(Suspense, { fallback: h('p', null, 'suspended') }, page)));
  await act(async () => root.render(tree));
  return { container };
}

describe('lazyPage', () => {
  it('shows a spinner, never a Suspense fallback, then the page; a later visit shows it at once without loading again', async () => {
    const load = deferred<{ default: typeof Greeting }>();
    let loads = 0;
    const Page = lazyPage(() => {
      loads++;
      return load.promise;
    });
    const first = await mount(h(Page, { name: 'Ana' }));
    expect(first.container.querySelector('.spinner')).not.toBeNull();
    expect(first.container.textContent).not.toContain('suspended');
    await act(async () => load.resolve({ default: Greeting }));
    expect(first.container.textContent).toBe('hello Ana');
    unmount();

    const second = await mount(h(Page, { name: 'Ben' }));
    expect(second.container.textContent).toBe('hello Ben');
    expect(loads).toBe(1);
  });

  it('takes a load that failed (offline: no reload) to the error boundary', async () => {
    const online = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine');
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    // React reports the error it hands to the boundary.
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const load = deferred<{ default: typeof Greeting }>();
      const Page = lazyPage(() => load.promise);
      const { container } = await mount(h(Page, { name: 'Ana' }));
      await act(async () => load.reject(new Error('chunk out of reach')));
      expect(container.textContent).toBe('error page');
    } finally {
      report.mockRestore();
      if (online) Object.defineProperty(navigator, 'onLine', online);
    }
  });
});
