/** Answer schemas of the forms (domain/api/members.ts SubmissionResult). */
import { answers, int, obj, str } from '../../http/response-schemas';
import { loginData } from '../member/schemas';

const created = { id: int, booking_id: str, status: str };

/** `response` of a booking form: the record's ids and status, and login data when the submission created the account. */
/** `data.slot` of the booking forms that take a slot (issue 32). */
const slotTime = obj({ date: str, time: str });
const slot = obj({ status: { type: 'string', enum: ['held', 'request'] }, date: str, time: str, alternatives: { type: 'array', items: slotTime } });
export const submissionAnswers = answers(obj({ ...created, login: loginData, slot }, ['login', 'slot']));

/** `response` of a short form (lead sales, contact): the record's ids and status. */
export const shortAnswers = answers(obj(created));

/** `response` of instantapprove: also the instalment the server computed. */
export const creditApplicationAnswers = answers(obj({ ...created, angsuran: { type: 'number', description: 'monthly instalment, rupiah' } }));
