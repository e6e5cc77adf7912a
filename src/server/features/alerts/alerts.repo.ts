import type { Database } from '../../db/client';
import { AlertEmailsRepo } from './alert-emails.repo';
import { AlertMatchingRepo } from './alert-matching.repo';
import { NotificationsRepo } from './notifications.repo';
import { SavedAlertsRepo } from './saved-alerts.repo';

/** The job alerts feature's repos, one per concern. */
export interface AlertRepos {
  saved: SavedAlertsRepo;
  notifications: NotificationsRepo;
  matching: AlertMatchingRepo;
  emails: AlertEmailsRepo;
}

export function alertRepos(db: Database): AlertRepos {
  return {
    saved: new SavedAlertsRepo(db),
    notifications: new NotificationsRepo(db),
    matching: new AlertMatchingRepo(db),
    emails: new AlertEmailsRepo(db),
  };
}
