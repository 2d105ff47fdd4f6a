/** A person as the programme writes and searches them. */

/** "Firstname Surname", so that typing a whole name finds the person; '' (skipped by Fuse) when both are missing. */
export function personName(firstname: string | null | undefined, surname: string | null | undefined): string {
  if (!firstname) return surname ?? '';
  return surname ? `${firstname} ${surname}` : firstname;
}
