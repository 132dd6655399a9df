/** The search hit shapes of spec §3, as the search provider answers them. */
export interface PersonRef {
  id: number;
  slug: string;
  display_name: string;
}

export interface LastRecognition {
  id: number;
  reason: string;
  receivers: PersonRef[];
}

export interface UserHit {
  objectID: string;
  display_name: string;
  profile_pic: string | null;
  slug: string;
  custom_properties: { location: string | null; department: string | null };
  last_recognition: LastRecognition | null;
}

export interface RecognitionHit {
  objectID: string;
  id: number;
  reason: string;
  giver: PersonRef;
  receivers: PersonRef[];
  created_at: string;
}
