// The reference of `npm run bench` (issue 20): a page of React 19 and MUI 6 alone, rendered in the
// browser as Vite builds it by default: a heading, two text fields and a button in a card, with the
// app's theme basics. The bench builds it (scripts/bench-lighthouse.mjs) and measures it in the
// same run as the app's login, whose first paint is compared with this one's.
import { StrictMode, createElement as h } from "react";
import { createRoot } from "react-dom/client";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CssBaseline from "@mui/material/CssBaseline";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { ThemeProvider, createTheme } from "@mui/material/styles";

const theme = createTheme({ palette: { primary: { main: "#1565c0" }, background: { default: "#f5f7fa" } }, shape: { borderRadius: 8 } });

function Page() {
  return h(
    Box,
    { component: "main", sx: { minHeight: "100vh", display: "grid", placeItems: "center", p: 2 } },
    h(
      Paper,
      { variant: "outlined", sx: { p: 3, width: "100%", maxWidth: 440 } },
      h(Typography, { variant: "h4", component: "h1", sx: { fontWeight: 700, mb: 3 } }, "Login"),
      h(
        Stack,
        { component: "form", spacing: 2.5, noValidate: true, onSubmit: (event) => event.preventDefault() },
        h(TextField, { name: "email", type: "email", label: "Email", autoComplete: "username" }),
        h(TextField, { name: "password", type: "password", label: "Password", autoComplete: "current-password" }),
        h(Button, { type: "submit", variant: "contained", size: "large" }, "Login"),
      ),
    ),
  );
}

createRoot(document.getElementById("root")).render(h(StrictMode, null, h(ThemeProvider, { theme }, h(CssBaseline), h(Page))));
