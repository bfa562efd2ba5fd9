/** Every sentence the settings page says about the user's data (spec sections 5 and 8). */
export const userDataMessages = {
  getFailed: 'Failed to get user data',
  getNetwork: 'Network error when getting user',
  updateFailed: 'Failed to update user data',
  updateNetwork: 'Network error when updating user',
  loginRequired: 'You must be logged in to update your profile',
  userIdRequired: 'User ID is required',
  emailRequired: 'Please enter your email',
  emailInvalid: 'Please enter a valid email',
  codeRequired: 'Please enter the OTP',
  codeSent: 'We sent a code to the new number. Enter it to confirm the change.',
} as const;

export const fieldToasts = {
  email: { success: 'Email updated successfully', failure: 'Failed to update email' },
  phone: { success: 'Phone number updated successfully', failure: 'Failed to update phone number' },
  voice: { success: 'Voice preference updated', failure: 'Failed to update voice preference' },
} as const;

export const dataRightsMessages = {
  exported: 'Your data has been downloaded.',
  exportFailed: 'Failed to download your data',
  deleted: 'Your account and its data have been deleted.',
  deleteFailed: 'Failed to delete your account',
  confirmWord: 'DELETE',
} as const;
