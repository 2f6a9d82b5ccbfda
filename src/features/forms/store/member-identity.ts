/** A member's stored profile as form values, for the identity fields that are prefilled and locked. */
import type { MemberProfile } from '../../../../domain/api';
import type { Values } from '../../../stores/form/form-store';

/** The identity block's fields (test drive, booking service, trade-in). */
export function identityOf(p: MemberProfile): Values {
  return {
    name: p.full_name, email: p.member_email, phone: p.phone, birth: p.birth, gender: p.gender,
    province: p.province_id, province_name: p.province_name, city: p.city_id, city_name: p.city_name, address: p.address,
  };
}

/** Contact us: name, e-mail, phone and address. */
export const contactIdentityOf = (p: MemberProfile): Values => ({ name: p.full_name, email: p.member_email, phone: p.phone, address: p.address });

/** Lead sales: only the phone is locked (the name is prefilled but editable). */
export const leadIdentityOf = (p: MemberProfile): Values => ({ phone: p.phone });

/** Instant approval: the member's e-mail. */
export const emailIdentityOf = (p: MemberProfile): Values => ({ email: p.member_email });

/** Drops the empty values, so a field the profile lacks stays editable. */
export function presentValues(values: Values): Values {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null && v !== ''));
}
