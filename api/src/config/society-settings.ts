/** The society's registration details printed on 80G receipts and used by the Form 10BD export (see loadConfig). */
export interface SocietySettings {
  name: string;
  address: string;
  pan: string;
  registration80G: string;
  /** YYYY-MM-DD: the last day the 80G approval is valid. */
  registration80GValidUntil: string;
  registration12A: string;
  /** Unique registration number (URN) and its date (YYYY-MM-DD) for Form 10BD. */
  registration10BD: string;
  registration10BDDate: string;
  /** True when none was configured and the examples below are used instead. */
  isExample: boolean;
}

/** Every variable of the society settings; all or none must be set (all in production). */
export const SOCIETY_VARIABLES = [
  'SOCIETY_NAME',
  'SOCIETY_ADDRESS',
  'SOCIETY_PAN',
  'SOCIETY_80G_NUMBER',
  'SOCIETY_80G_VALID_UNTIL',
  'SOCIETY_12A_NUMBER',
  'SOCIETY_10BD_REGISTRATION_NUMBER',
  'SOCIETY_10BD_REGISTRATION_DATE',
] as const;
export type SocietyVariable = (typeof SOCIETY_VARIABLES)[number];

/** Clearly fake values for local runs: every receipt made with them says EXAMPLE. */
export const EXAMPLE_SOCIETY_SETTINGS: SocietySettings = {
  name: 'EXAMPLE SOCIETY (not a real receipt)',
  address: 'Example address, not real, 000000',
  pan: 'AAAAA0000A',
  registration80G: 'EXAMPLE-80G-NOT-REAL',
  registration80GValidUntil: '2030-03-31',
  registration12A: 'EXAMPLE-12A-NOT-REAL',
  registration10BD: 'EXAMPLE-URN-NOT-REAL',
  registration10BDDate: '2021-04-01',
  isExample: true,
};

export function societySettingsFrom(values: Record<SocietyVariable, string>): SocietySettings {
  return {
    name: values.SOCIETY_NAME,
    address: values.SOCIETY_ADDRESS,
    pan: values.SOCIETY_PAN,
    registration80G: values.SOCIETY_80G_NUMBER,
    registration80GValidUntil: values.SOCIETY_80G_VALID_UNTIL,
    registration12A: values.SOCIETY_12A_NUMBER,
    registration10BD: values.SOCIETY_10BD_REGISTRATION_NUMBER,
    registration10BDDate: values.SOCIETY_10BD_REGISTRATION_DATE,
    isExample: false,
  };
}
