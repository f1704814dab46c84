/**
 * Stand-in for MUI's CSS-variables theme code (createThemeWithVars, CssVarsProvider) in
 * production builds (vite.config.ts, `themeWithoutCssVars`): the console's themes are plain
 * palettes (src/layout/theme.ts, no `cssVariables`, no `colorSchemes`), for which MUI takes its
 * no-variables path, so this code never runs; if a theme ever asks for CSS variables, it fails
 * loudly instead of silently.
 */
const unsupported = (): never => {
    throw new Error(
        "MUI's CSS-variables themes are left out of the console's build (vite.config.ts)",
    );
};

export default unsupported;
export const CssVarsProvider = unsupported;
