/**
 * Writes src/web/assets/icon-sprite.svg: one `<symbol>` per icon that src/web/components/icons.tsx names,
 * drawn from lucide's own data (lucide-react's `__iconData`). Run after adding an icon there:
 * `npm run icons` (scripts/icon-sprite.test.ts fails while the file is behind).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const ICONS_MODULE = `${ROOT}src/web/components/icons.tsx`;
export const SPRITE_FILE = `${ROOT}src/web/assets/icon-sprite.svg`;

type IconNode = [tag: string, attributes: Record<string, string>][];

/** The names `spriteIcon('…')` is called with in the icons module, sorted. */
export function spriteIconNames(source = readFileSync(ICONS_MODULE, 'utf8')): string[] {
  return [
    ...new Set([...source.matchAll(/spriteIcon\('([\w-]+)'\)/g)].flatMap((match) => match.slice(1, 2))),
  ].sort();
}

async function iconNode(name: string): Promise<IconNode> {
  const file = new URL(`../node_modules/lucide-react/dist/esm/icons/${name}.mjs`, import.meta.url);
  const module = (await import(file.href)) as { __iconData: { node: IconNode } };
  return module.__iconData.node;
}

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

function element([tag, attributes]: IconNode[number]): string {
  const written = Object.entries(attributes)
    .filter(([key]) => key !== 'key')
    .map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`)
    .join('');
  return `<${tag}${written}/>`;
}

/** The sprite's text: lucide's stroke attributes come from the `<svg>` that uses a symbol. */
export async function buildIconSprite(names = spriteIconNames()): Promise<string> {
  const symbols = await Promise.all(
    names.map(
      async (name) =>
        `<symbol id="${name}" viewBox="0 0 24 24">${(await iconNode(name)).map(element).join('')}</symbol>`,
    ),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const sprite = await buildIconSprite();
  writeFileSync(SPRITE_FILE, sprite);
  console.info(`Wrote ${SPRITE_FILE}: ${spriteIconNames().length} icons, ${sprite.length} bytes`);
}
