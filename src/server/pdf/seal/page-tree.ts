// Finds pages through the page tree, resolving only the nodes on the way, and works out what a
// viewer shows: the crop box (clipped to the media box), /Rotate and the inherited resources.
import type { PdfFile } from './pdf-file';
import { PdfStructureError } from './pdf-parser';
import { PdfDict, PdfRef, type PdfValue } from './pdf-objects';

export type Box = [number, number, number, number]; // llx, lly, urx, ury

export interface PageInfo {
  ref: PdfRef;
  dict: PdfDict;
  mediaBox: Box;
  cropBox: Box;
  /** 0, 90, 180 or 270. */
  rotate: number;
  /** The effective /Resources value (own or inherited), possibly a reference. */
  resources: PdfValue | undefined;
  /** Whether the crop box came from the page or an ancestor (not defaulted to the media box). */
  hasCropBox: boolean;
}

interface Inherited {
  Resources?: PdfValue;
  MediaBox?: PdfValue;
  CropBox?: PdfValue;
  Rotate?: PdfValue;
}

const INHERITABLE = ['Resources', 'MediaBox', 'CropBox', 'Rotate'] as const;
const TREE_KEYS: ReadonlySet<string> = new Set(['Type', 'Count', 'Kids']);

export class PageNotFoundError extends Error {}

/** Page `index` (0-based) under the Pages node `root`. */
export function findPage(file: PdfFile, root: PdfRef, index: number): PageInfo {
  let remaining = index;
  let node = root;
  const inherited: Inherited = {};
  const seen = new Set<number>();
  for (let depth = 0; depth < 64; depth++) {
    if (seen.has(node.num)) throw new PdfStructureError('page tree loop');
    seen.add(node.num);
    const d = file.resolveDict(node);
    if (!d) throw new PdfStructureError(`page tree node ${node.num} is missing`);
    inherit(inherited, d);
    const kids = file.resolve(d.get('Kids'));
    if (!Array.isArray(kids)) throw new PdfStructureError(`page tree node ${node.num} without /Kids`);
    let next: PdfRef | undefined;
    for (const kid of kids) {
      if (!(kid instanceof PdfRef)) continue;
      // Kids before the target are only counted: their resources and the like are skipped, not built.
      const kd = file.resolveDictKeys(kid, TREE_KEYS);
      if (!kd) continue;
      if (isPagesNode(kd)) {
        const count = file.resolve(kd.get('Count'));
        const n = typeof count === 'number' ? count : 0;
        if (remaining < n) {
          next = kid;
          break;
        }
        remaining -= n;
      } else {
        if (remaining === 0) return pageInfo(file, kid, file.resolveDict(kid)!, inherited);
        remaining--;
      }
    }
    if (!next) throw new PageNotFoundError(`the document has no page ${index + 1}`);
    node = next;
  }
  throw new PdfStructureError('page tree too deep');
}

/** Every page in order (for the small PDFs appended as a certificate). */
export function listPages(file: PdfFile, root: PdfRef): PageInfo[] {
  const out: PageInfo[] = [];
  const seen = new Set<number>();
  const walk = (ref: PdfRef, inherited: Inherited, depth: number) => {
    if (depth > 64 || seen.has(ref.num)) throw new PdfStructureError('page tree loop');
    seen.add(ref.num);
    const d = file.resolveDict(ref);
    if (!d) return;
    if (!isPagesNode(d)) {
      out.push(pageInfo(file, ref, d, inherited));
      return;
    }
    const here = { ...inherited };
    inherit(here, d);
    const kids = file.resolve(d.get('Kids'));
    if (Array.isArray(kids)) for (const kid of kids) if (kid instanceof PdfRef) walk(kid, here, depth + 1);
  };
  walk(root, {}, 0);
  return out;
}

function isPagesNode(d: PdfDict): boolean {
  const type = d.nameOf('Type');
  return type === 'Pages' || (type !== 'Page' && d.has('Kids'));
}

function inherit(into: Inherited, d: PdfDict): void {
  for (const key of INHERITABLE) {
    const v = d.get(key);
    if (v !== undefined && v !== null) into[key] = v;
  }
}

function pageInfo(file: PdfFile, ref: PdfRef, d: PdfDict, inherited: Inherited): PageInfo {
  const own: Inherited = { ...inherited };
  inherit(own, d);
  const mediaBox = readBox(file, own.MediaBox) ?? [0, 0, 612, 792];
  const crop = readBox(file, own.CropBox);
  const cropBox: Box = crop
    ? [
        Math.max(crop[0], mediaBox[0]),
        Math.max(crop[1], mediaBox[1]),
        Math.min(crop[2], mediaBox[2]),
        Math.min(crop[3], mediaBox[3]),
      ]
    : mediaBox;
  // A crop box outside the media box is ignored by viewers; fall back to the media box.
  const usable = cropBox[2] > cropBox[0] && cropBox[3] > cropBox[1] ? cropBox : mediaBox;
  const r = file.resolve(own.Rotate);
  const rotate = ((((Math.round((typeof r === 'number' ? r : 0) / 90) * 90) % 360) + 360) % 360) as number;
  return { ref, dict: d, mediaBox, cropBox: usable, rotate, resources: own.Resources, hasCropBox: !!crop };
}

function readBox(file: PdfFile, value: PdfValue | undefined): Box | undefined {
  const v = file.resolve(value);
  if (!Array.isArray(v) || v.length < 4) return undefined;
  const n = v.slice(0, 4).map((x) => file.resolve(x));
  if (!n.every((x): x is number => typeof x === 'number')) return undefined;
  const [a, b, c, d] = n as [number, number, number, number];
  return [Math.min(a, c), Math.min(b, d), Math.max(a, c), Math.max(b, d)];
}

// ── Displayed coordinates ───────────────────────────────────────────────────────────────────────

/** Maps a point in displayed page points (origin top-left, y down) to PDF user space. */
export function displayedToUser(
  page: Pick<PageInfo, 'cropBox' | 'rotate'>,
  dx: number,
  dy: number,
): [number, number] {
  const [llx, lly, urx, ury] = page.cropBox;
  switch (page.rotate) {
    case 90:
      return [llx + dy, lly + dx];
    case 180:
      return [urx - dx, lly + dy];
    case 270:
      return [urx - dy, ury - dx];
    default:
      return [llx + dx, ury - dy];
  }
}

/** The page size a viewer shows, in points. */
export function displayedSize(page: Pick<PageInfo, 'cropBox' | 'rotate'>): { width: number; height: number } {
  const w = page.cropBox[2] - page.cropBox[0];
  const h = page.cropBox[3] - page.cropBox[1];
  return page.rotate === 90 || page.rotate === 270 ? { width: h, height: w } : { width: w, height: h };
}

export type Matrix = [number, number, number, number, number, number];

/**
 * The `cm` matrix that draws the unit square (an image) upright, as displayed, into the displayed box
 * whose top-left corner is (x, y) and whose size is width × height.
 */
export function boxMatrix(
  page: Pick<PageInfo, 'cropBox' | 'rotate'>,
  x: number,
  y: number,
  width: number,
  height: number,
): Matrix {
  const o = displayedToUser(page, x, y + height); // image bottom-left
  const s = displayedToUser(page, x + width, y + height); // image bottom-right
  const t = displayedToUser(page, x, y); // image top-left
  return [s[0] - o[0], s[1] - o[1], t[0] - o[0], t[1] - o[1], o[0], o[1]];
}
