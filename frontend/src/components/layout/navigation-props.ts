export type NavigationProps = {
  signedIn: boolean;
  onLogout?: () => void;
};
