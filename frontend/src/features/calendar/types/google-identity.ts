/** The part of Google Identity Services' authorization-code flow that the calendar control uses. */
export type GoogleCodeResponse = {
  code?: string;
  scope?: string;
  error?: string;
  error_description?: string;
};

export type GooglePopupError = {
  type: 'popup_failed_to_open' | 'popup_closed' | 'unknown';
  message?: string;
};

export type GoogleCodeClientConfig = {
  client_id: string;
  scope: string;
  ux_mode: 'popup';
  callback: (response: GoogleCodeResponse) => void;
  error_callback?: (error: GooglePopupError) => void;
};

export type GoogleCodeClient = { requestCode: () => void };

export type GoogleOAuth2 = {
  initCodeClient: (config: GoogleCodeClientConfig) => GoogleCodeClient;
};

declare global {
  interface Window {
    google?: { accounts?: { oauth2?: GoogleOAuth2 } };
  }
}
