import type { IsoDate } from './dates.js';
import type { DependantType, Gender, InsuredType, MembershipStatus } from './statuses.js';

/* Insured people: the person, their membership of a policy, and the people with none. */

export interface NewPerson {
  rut: string;
  firstName: string;
  paternalSurname: string;
  maternalSurname: string | null;
  birthDate: IsoDate | null;
  gender: Gender | null;
  email: string | null;
  phone: string | null;
  insuredType: InsuredType;
  dependantType: DependantType | null;
  holderRut: string | null;
  accountType: string | null;
  accountNumber: string | null;
  bank: string | null;
}

export interface Insured {
  id: number;
  policyId: number;
  policyNumber: string;
  clientOrganizationId: number | null;
  personId: number;
  rut: string;
  firstName: string;
  paternalSurname: string;
  maternalSurname: string | null;
  fullName: string;
  birthDate: IsoDate | null;
  gender: Gender | null;
  email: string | null;
  phone: string | null;
  insuredType: InsuredType;
  dependantType: DependantType | null;
  holderRut: string | null;
  coverageGroupId: number | null;
  coverageGroupName: string | null;
  status: MembershipStatus;
  startDate: IsoDate;
  exclusionDate: IsoDate | null;
  exclusionReason: string | null;
  bulkLoadId: number | null;
}

export interface InsuredFilter {
  q?: string;
  policyId?: number;
  status?: MembershipStatus;
  /** A filter mode's statuses (ALTAS, BAJAS: spec 03 §3). */
  statuses?: readonly MembershipStatus[];
  insuredType?: InsuredType;
  bulkLoadId?: number;
  ids?: number[];
}

export interface Person {
  id: number;
  clientOrganizationId: number | null;
  rut: string;
  fullName: string;
  insuredType: InsuredType;
  email: string | null;
  status: string;
}
