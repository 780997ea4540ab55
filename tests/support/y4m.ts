// A still video in the YUV4MPEG2 format that Chromium's fake camera plays from a file
// (--use-file-for-fake-video-capture), looping: 4:2:0 with JPEG-range samples, every frame the same grey-scale picture
// (the colour planes neutral).

export interface Y4mStill {
  width: number;
  height: number;
  /** One byte per pixel, width × height. */
  luma: Uint8Array;
  frames: number;
  framesPerSecond?: number;
}

const neutralChroma = 128;

/** The file's bytes: the stream header, then for each frame its marker, the luma plane and two quarter-size chroma planes. */
export function y4mStill({ width, height, luma, frames, framesPerSecond = 10 }: Y4mStill): Buffer {
  if (width % 2 !== 0 || height % 2 !== 0) throw new Error('4:2:0 needs an even width and height');
  if (luma.length !== width * height) throw new Error(`The luma plane holds ${luma.length} bytes, not ${width * height}`);
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, neutralChroma);
  const frame = Buffer.concat([Buffer.from('FRAME\n', 'ascii'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F${framesPerSecond}:1 Ip A1:1 C420jpeg\n`, 'ascii');
  return Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]);
}
