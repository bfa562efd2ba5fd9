import { defaultTheme, type RaThemeOptions } from 'react-admin';

// The site's design tokens (src/index.css), repeated as colours because MUI works out hover and
// contrast shades from real values, not CSS variables.
const tokens = {
  canvas: '#f8f5ef',
  surface: '#ffffff',
  ink: '#1c2230',
  inkMuted: '#545b69',
  line: '#e3dccf',
  accent: '#0f6b62',
  accentHover: '#0b564f',
  danger: '#b42318',
  success: '#1e7a46',
};

export const consoleTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: tokens.accent, dark: tokens.accentHover, contrastText: '#ffffff' },
    // The app bar uses the secondary colour: ink, as the site's dark surfaces are.
    secondary: { main: tokens.ink, contrastText: '#ffffff' },
    error: { main: tokens.danger },
    success: { main: tokens.success },
    background: { default: tokens.canvas, paper: tokens.surface },
    text: { primary: tokens.ink, secondary: tokens.inkMuted },
    divider: tokens.line,
  },
  shape: { borderRadius: 10 },
  typography: {
    ...defaultTheme.typography,
    fontFamily: "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  // The site's dialogs (Radix, z-index 50) open over the console, so its bars must sit below them.
  zIndex: { appBar: 40, drawer: 45 },
  components: {
    ...defaultTheme.components,
    // react-admin's loading spinners (the app bar's, while a list loads again) carry no name of
    // their own, which screen readers announce as an unnamed progress bar.
    MuiCircularProgress: { defaultProps: { 'aria-label': 'Loading' } },
    // Phone lists fade their right-hand text to about half opacity, which leaves the time, the
    // position and status pills under 4.5:1; the muted ink colour reads as quieter and stays legible.
    RaSimpleList: {
      styleOverrides: { root: { '& .RaSimpleList-tertiary': { opacity: 1, color: tokens.inkMuted } } },
    },
    // An empty list says so in the disabled grey (about 2.5:1) under a 9em icon; muted ink and a
    // smaller icon keep the message readable and the page calm.
    RaEmpty: {
      styleOverrides: {
        root: {
          '& .RaEmpty-message': { color: tokens.inkMuted, marginTop: '2rem' },
          '& .RaEmpty-message .MuiTypography-root': { fontSize: '1.25rem', fontWeight: 600 },
          '& .RaEmpty-icon': { width: '4rem', height: '4rem', color: tokens.line },
        },
      },
    },
  },
};
