/** The job search benchmark's scenarios: the query shapes it drives, each one or more API paths. */
import { decodeJobCursor, encodeJobCursor } from '../../src/shared/jobs';
import { FREQUENT_WORD, RARE_WORD } from './seed';

/** The city of the city-page shape. */
export const CITY = 'mumbai';

/** A shape: its name in the report and the paths it requests in turn. */
export type Shape = [name: string, paths: string[]];

/** The shapes, asked of the running app at `base` (the Nearby shape needs the city page's cursor). */
export async function jobShapes(base: string): Promise<Shape[]> {
  // The city shape alternates the city's first page and the first page of its Nearby section.
  const cityFirst = `/api/jobs?city=${CITY}`;
  const firstPage = (await (await fetch(`${base}${cityFirst}&limit=1`)).json()) as { nextCursor: string };
  const decoded = decodeJobCursor(firstPage.nextCursor);
  if (!decoded) throw new Error('no cursor on the city page');
  const nearbyCursor = encodeJobCursor({ order: decoded.order, query: decoded.query, section: 1 });
  return [
    ['First page (India, newest)', ['/api/jobs?country=IN']],
    [`Search, frequent word "${FREQUENT_WORD}"`, [`/api/jobs?country=IN&search=${FREQUENT_WORD}`]],
    [`Search, rare word "${RARE_WORD}"`, [`/api/jobs?country=IN&search=${RARE_WORD}`]],
    [
      `City page "${CITY}" + its Nearby section`,
      [cityFirst, `${cityFirst}&cursor=${encodeURIComponent(nearbyCursor)}`],
    ],
    [
      'Filtered + sorted (household, ₹500-700, morning, highest pay)',
      ['/api/jobs?country=IN&types=household&pay=500-700&timing=morning&sort=pay-desc'],
    ],
  ];
}

/** Each path once: it must answer 200 with jobs; prints how many (and how many nearby). */
export async function checkShapes(base: string, shapes: Shape[]): Promise<void> {
  for (const [, paths] of shapes) {
    for (const path of paths) {
      const response = await fetch(base + path);
      const body = (await response.json()) as { jobs?: { nearby?: boolean }[]; total?: number };
      if (response.status !== 200 || !body.jobs?.length) throw new Error(`${path}: ${response.status}`);
      const nearby = body.jobs.filter((job) => job.nearby).length;
      console.info(
        `${path.slice(0, 90)} -> ${body.jobs.length} jobs (${nearby} nearby), total ${body.total}`,
      );
    }
  }
}
