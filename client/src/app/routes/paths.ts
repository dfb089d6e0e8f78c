/** A member's profile as staff read it (adminRoutes: `/admin/check/profile/:id`, members:read). */
export function adminMemberPath(id: number | string): string {
  return `/admin/check/profile/${id}`;
}
