import { describe, expect, it } from 'vitest';
import { boxMatrix, displayedSize, displayedToUser, type Box } from './page-tree';

const apply = (m: number[], s: number, t: number) => [
  m[0]! * s + m[2]! * t + m[4]!,
  m[1]! * s + m[3]! * t + m[5]!,
];

describe('displayed coordinates', () => {
  const crop: Box = [10, 20, 110, 220]; // 100 wide, 200 tall, origin offset

  it.each([
    // rotate, displayed top-left maps to this user-space corner
    [0, [10, 220]],
    [90, [10, 20]],
    [180, [110, 20]],
    [270, [110, 220]],
  ])('puts the displayed top-left corner of a page rotated %i° where a viewer shows it', (rotate, corner) => {
    expect(displayedToUser({ cropBox: crop, rotate }, 0, 0)).toEqual(corner);
  });

  it('swaps width and height for quarter turns', () => {
    expect(displayedSize({ cropBox: crop, rotate: 90 })).toEqual({ width: 200, height: 100 });
    expect(displayedSize({ cropBox: crop, rotate: 180 })).toEqual({ width: 100, height: 200 });
  });

  it.each([0, 90, 180, 270])('maps an image upright into its displayed box at %i°', (rotate) => {
    const page = { cropBox: crop, rotate };
    const m = boxMatrix(page, 5, 7, 30, 12);
    // Image corners (unit square, t up) land on the displayed box corners (y down).
    expect(apply(m, 0, 1)).toEqual(displayedToUser(page, 5, 7)); // image top-left
    expect(apply(m, 1, 1)).toEqual(displayedToUser(page, 35, 7)); // top-right
    expect(apply(m, 0, 0)).toEqual(displayedToUser(page, 5, 19)); // bottom-left
    expect(apply(m, 1, 0)).toEqual(displayedToUser(page, 35, 19)); // bottom-right
  });
});
