/**
 * The brand in one place. The server may override these from its environment (SITE_NAME,
 * SUPPORT_EMAIL, FOUNDER_NAME) and hands the result to the web app in the page it serves.
 */
export interface Brand {
  siteName: string;
  supportEmail: string;
  founderName: string;
}

export const DEFAULT_BRAND: Brand = {
  siteName: 'DailyWork',
  supportEmail: 'support@dailywork.example',
  founderName: 'Aarav Sharma',
};
