import type { JobSearchCriteria } from '../../../shared/api/assistant';
import {
  jobInputSchema,
  jobListQuerySchema,
  POST_SIGNED_OUT_MESSAGE,
  type Job,
  type JobListResponse,
  type ParsedJobInput,
  type ParsedJobListQuery,
} from '../../../shared/api/jobs';
import { AppError, unauthorized, validationFailed } from '../../errors';
import { zodFields } from '../../plugins/errors';
import type { AssistantTools } from './engine';

/** What the assistant needs of the jobs service (app.ts passes the real one). */
export interface JobsForAssistant {
  list(query: ParsedJobListQuery, viewerId: string | null): Promise<JobListResponse>;
  get(id: number, viewerId: string | null): Promise<{ job: Job }>;
  create(userId: string, input: ParsedJobInput): Promise<Job>;
}

/** The assistant's tools for one request: the same service, rules and limits as the pages. */
export function assistantTools(jobs: JobsForAssistant, userId: string | null): AssistantTools {
  return {
    async searchJobs(criteria: JobSearchCriteria, limit: number) {
      const query = jobListQuerySchema.parse({
        country: criteria.country,
        city: criteria.city,
        search: criteria.words,
        category: criteria.category,
        minPay: criteria.minPay,
        maxPay: criteria.maxPay,
        urgent: criteria.urgentOnly ? '1' : undefined,
        limit,
      });
      const page = await jobs.list(query, userId);
      // A city listing also has "Nearby" jobs of the state: the assistant answers about the city itself.
      const own = page.jobs.filter((job) => !job.nearby);
      return { jobs: own, total: page.total };
    },
    async jobDetails(id: number) {
      try {
        return (await jobs.get(id, userId)).job;
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 404) return null;
        throw error;
      }
    },
    async postJob(input) {
      if (!userId) throw unauthorized(POST_SIGNED_OUT_MESSAGE);
      // Checked like the body of POST /api/jobs: one message per bad field, which the engines ask again.
      const parsed = jobInputSchema.safeParse(input);
      if (!parsed.success) throw validationFailed(zodFields(parsed.error));
      return jobs.create(userId, parsed.data);
    },
  };
}
