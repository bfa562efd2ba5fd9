/** The words of spec section 8 ("Tasks"), in one place so components and tests agree. */
export const taskMessages = {
  fetchFailed: 'Failed to fetch tasks. Please try again later.',
  invalidData: 'Received invalid data format from server',
  createFailed: 'Failed to create task',
  updateFailed: 'Failed to update task',
  createNetwork: 'Network error when creating task',
  updateNetwork: 'Network error when updating task',
  userIdRequired: 'User ID is required',
  idsRequired: 'User ID and Task ID are required',
  empty: 'No tasks found. Create your first task!',
  deleteFailed: 'Failed to delete task',
  deleteNetwork: 'Network error when deleting task',
  restoreFailed: 'Could not bring the task back. Please add it again.',
  deleted: (title: string) => `Deleted: ${title}`,
  restored: (title: string) => `Back on your list: ${title}`,
  pastDue: 'This date and time have passed: the task will show as overdue.',
} as const;
