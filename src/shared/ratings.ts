/** Ratings' numbers and pure rules, shared by the contract (src/shared/api/ratings.ts) and the web app. */

/** How long a rating can be changed after it was first saved. */
export const RATING_EDIT_DAYS = 7;
export const RATING_COMMENT_MAX = 500;
export const RATING_REPLY_MAX = 500;
/** Ratings a profile lists (newest first). */
export const PROFILE_RATINGS_LIMIT = 20;

/** The share of yes answers in whole percent ("92" for 11 of 12); 0 without answers. */
export function paidOnTimePercent(paid: { yes: number; answered: number }): number {
  return paid.answered === 0 ? 0 : Math.round((paid.yes / paid.answered) * 100);
}
