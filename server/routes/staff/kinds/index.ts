/** Every queue kind's source, by `{kind}`. */
import type { QueueKind } from '../../../../domain/staff/roles';
import { serviceBookingSource, testDriveSource, tradeInSource } from './bookings';
import { contactSource, creditSimulationSource, instantApprovalSource, leadSalesSource } from './leads';
import { orderSource, paymentSource } from './sales';
import type { KindSource } from './source';

export type { KindSource } from './source';

export const SOURCES: Record<QueueKind, KindSource> = {
  testdrive: testDriveSource,
  bookingservice: serviceBookingSource,
  tradein: tradeInSource,
  order: orderSource,
  payment: paymentSource,
  contact: contactSource,
  leadsales: leadSalesSource,
  creditsimulation: creditSimulationSource,
  instantapproval: instantApprovalSource,
};
