/**
 * Mounts the React example app (examples/react) for the framework tests. The test runner serves
 * this module bundled with React (test/runner/framework-bundles.mjs).
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { App, type AppProps } from '../../examples/react/src/App.tsx';

export interface Mounted {
  container: HTMLElement;
  /** Renders the app again with other props, synchronously. */
  update(props: AppProps): void;
  unmount(): void;
}

export function mountReactApp(props: AppProps = {}): Mounted {
  const container = document.createElement('div');
  container.id = 'root'; // the mount point of examples/react/index.html, which its starter.css styles
  document.body.append(container);
  const root = createRoot(container);
  const update = (next: AppProps) => flushSync(() => root.render(<App {...next} />));
  update(props);
  return {
    container,
    update,
    unmount: () => {
      root.unmount();
      container.remove();
    },
  };
}
