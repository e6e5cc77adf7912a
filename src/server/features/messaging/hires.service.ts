import { AppError } from '../../errors';
import type { EventBus } from '../../realtime/bus';
import type { HireResponse } from '../../../shared/api/messages';
import type { HiresRepo } from './hires.repo';
import { CONVERSATION_CHANNEL, conversationNotFound, participantIds } from './messaging.events';

export interface HiresDeps {
  hires: HiresRepo;
  bus: EventBus;
  now: () => Date;
}

const HIRE_REFUSALS = {
  not_messaged: 'You can hire a worker once they have written to you about this job.',
  job_closed: 'This job is closed. Reopen it to hire more workers.',
  job_full: 'Every place in this job is filled. Undo a hire to hire someone else.',
} as const;

/** Crews (issue #12): the job's poster hires the worker of a conversation; both sides are told live. */
export class HiresService {
  constructor(private readonly deps: HiresDeps) {}

  /** The job's poster marks (or unmarks) the worker of a conversation as hired. */
  async setHired(userId: string, conversationId: number, hired: boolean): Promise<HireResponse> {
    const result = await this.deps.hires.setHired(userId, conversationId, hired, this.deps.now());
    if (!result) throw conversationNotFound();
    if (result.outcome !== 'done') {
      throw new AppError(409, result.outcome, HIRE_REFUSALS[result.outcome]);
    }
    await this.deps.bus.publish(CONVERSATION_CHANNEL, {
      conversationId,
      ...participantIds({ employerId: userId, workerId: result.workerId }),
    });
    return {
      hired: result.hired,
      hiredCount: result.hiredCount,
      workersNeeded: result.workersNeeded,
      jobStatus: result.jobStatus,
    };
  }
}
