/** The five remotes of the site, by federation name (the keys of /remotes.json). */
export const REMOTE_NAMES = ['mfe_public', 'mfe_admin', 'mfe_hr', 'mfe_team', 'mfe_volunteer'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Where the shell finds the remotes at run time; nginx serves it, uncached. */
export const REMOTES_MANIFEST_URL = '/remotes.json';
