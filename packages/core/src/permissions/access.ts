/** One grant of a role: a privilege bitmask on a resource type and id (`*` module switch, type root, item). */
export interface Grant {
  roleId: string;
  resourceType: string;
  resourceId: string;
  permission: number;
}

/** What one user may do in one organisation, loaded once per request. */
export interface Access {
  orgId: string;
  userId: string;
  isMember: boolean;
  isOwner: boolean;
  roleIds: string[];
  grants: Grant[];
}
