/** English texts of <svc-partner-user-list>. Placeholders in braces are filled with text, never HTML. */
export const partnerUserList = {
  title: 'Team members',
  sortAsc: 'Email, A to Z',
  sortDesc: 'Email, Z to A',
  pager: 'Pages of team members',
  totalNone: 'No team members',
  total: { one: '{count} team member', other: '{count} team members' },
  loading: 'Loading team members…',
  empty: 'No team member has an account yet.',
  emptyFiltered: 'No team members match.',
  roles: 'Roles',
  noRoles: 'No roles',
  created: 'Created',
  updated: 'Updated',
} as const;
