// A guest page shown in a frame on the restaurant's own website (the README's iframe snippet) tells that website how
// tall it is whenever that changes, so the frame can grow and shrink with it instead of scrolling inside a fixed box:
// a message { type: 'covers:height', height } (CSS pixels) to the parent. The height is no secret: any site may hear it.
const frameHeightMessage = 'covers:height';

let reporting = false;

export function reportHeightToParent(): void {
  const root = document.getElementById('root');
  if (reporting || !root) return;
  reporting = true;
  // The guest pages fill the window when they stand alone; in a frame they are as tall as their content (app.css).
  document.documentElement.dataset.framed = '';
  let reported = -1;
  new ResizeObserver(() => {
    const height = Math.ceil(root.getBoundingClientRect().height);
    if (height === reported) return;
    reported = height;
    window.parent.postMessage({ type: frameHeightMessage, height }, '*');
  }).observe(root);
}
