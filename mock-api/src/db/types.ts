export type Tier = 'free' | 'tier_one' | 'tier_two' | 'tier_three' | 'tier_alpha';

export interface Company {
  id: number;
  name: string;
  tier: Tier;
}

export interface User {
  id: number;
  company_id: number;
  first_name: string;
  last_name: string;
  email: string;
  department: string;
  role: 'employee' | 'manager' | 'company_admin';
  /** Set on sign-in personas: the key shown on the dev sign-in page. */
  persona?: string;
}

export interface Group {
  id: number;
  company_id: number;
  name: string;
  dimension: 'everyone' | 'department';
  member_ids: number[];
}

export interface CompanyValue {
  id: number;
  company_id: number;
  hashtag: string;
  description: string;
}

export interface Database {
  companies: Company[];
  users: User[];
  groups: Group[];
  values: CompanyValue[];
}
