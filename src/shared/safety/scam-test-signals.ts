/** What the scam detector's tests read of a verdict: the signals that matched (test support, not shipped). */
import { detectScam } from './scam-detector';

type Kind = 'job' | 'message';

/** Every signal that matched the text, the classifier's `learned` included. */
export const signals = (text: string, kind: Kind = 'job') =>
  detectScam({ text, kind }).matches.map((match) => match.signal);

/** The pattern table's and the structure's signals only: what a rule matched, not the classifier. */
export const ruleSignals = (text: string, kind: Kind = 'job') =>
  signals(text, kind).filter((signal) => signal !== 'learned');

const MONEY_RULES = ['payment_request', 'bank_secret', 'fee', 'money_to_pay'];

/** The rules that read money asked of the worker. */
export const moneyRules = (text: string, kind: Kind = 'job') =>
  ruleSignals(text, kind).filter((signal) => MONEY_RULES.includes(signal));
