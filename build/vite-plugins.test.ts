import { describe, expect, it } from 'vitest';
import { stylesheetsFirst } from './vite-plugins';

// index.html's head as `vite build` writes it.
const built = `<head>
    <title>Covers</title>
    <script type="module" crossorigin src="/assets/index-ti2v7pdl.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-sySUN5R7.js">
    <link rel="stylesheet" crossorigin href="/assets/index-FEB2S6IF.css">
  <link rel="manifest" href="/manifest.webmanifest"></head>`;

describe('stylesheetsFirst', () => {
  it("moves the stylesheets ahead of the app's first script and keeps everything else in order", () => {
    expect(stylesheetsFirst(built)).toBe(`<head>
    <title>Covers</title>
    <link rel="stylesheet" crossorigin href="/assets/index-FEB2S6IF.css">
    <script type="module" crossorigin src="/assets/index-ti2v7pdl.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-sySUN5R7.js">
  <link rel="manifest" href="/manifest.webmanifest"></head>`);
  });

  it('leaves a page without stylesheets or scripts as it is', () => {
    const noSheet = built.replace(/ *<link rel="stylesheet"[^>]*>\n/, '');
    expect(stylesheetsFirst(noSheet)).toBe(noSheet);
    const noScript = '<head><link rel="stylesheet" href="/a.css"></head>';
    expect(stylesheetsFirst(noScript)).toBe(noScript);
  });
});
