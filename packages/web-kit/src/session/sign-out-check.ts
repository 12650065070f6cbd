/**
 * A question a dashboard asks before its Logout signs out (the team's: records made offline that are not sent
 * yet). Answers whether to go on. One at a time: the dashboard that is open sets it, and clears it when it goes.
 */
export type SignOutCheck = () => boolean | Promise<boolean>;

let check: SignOutCheck | null = null;

/** Sets the check the dashboard frame's Logout asks first (null: none); returns a function that removes it. */
export function setSignOutCheck(next: SignOutCheck | null): () => void {
  check = next;
  return () => {
    if (check === next) check = null;
  };
}

/** Whether signing out may go on (true when no check is set). */
export async function maySignOut(): Promise<boolean> {
  return check ? check() : true;
}
