/** Start: the language, the configuration, sign-in, the user's own language, then the console. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadCatalogue } from '../i18n';
import { startDownloadWorker } from './api/transport/fetchInWorker';
import { App } from './App';
import { initKeycloak } from './auth/keycloak';
import { offerSessionToNewTabs } from './auth/sessionChannel';
import { startSessionCheck } from './auth/sessionCheck';
import { readTokens } from './auth/tokenStorage';
import { BootMessage, catalogueText } from './BootMessage';
import { loadConfig } from './config';
import { applyDocumentLanguage, documentTitle } from './layout/documentLanguage';
import { endSession, sessionEnd, watchSignOutElsewhere } from './session/endSession';
import { startConsole } from './startConsole';
import { storedLocale } from './storedLocale';
import { settleUserLocale } from './userLocale';
import { warmIntl } from './ui/warmIntl';

const root = createRoot(document.getElementById('root')!);

const start = async () => {
    // The configuration loads while the language does.
    const configLoad = loadConfig();
    const locale = storedLocale();
    if (!startDownloadWorker(locale)) warmIntl(locale);
    // Handled where it is awaited; this only keeps an early failure from counting as unhandled.
    configLoad.catch(() => undefined);
    const catalogue = await loadCatalogue(locale);
    // The language and the console's name in the tab from the start, before the sign-in too.
    applyDocumentLanguage(locale, documentTitle(null, catalogueText(catalogue, 'app.title') ?? ''));
    root.render(<BootMessage catalogue={catalogue} messageKey="app.loading" />);
    try {
        const config = await configLoad;
        const keycloak = await initKeycloak(config);
        startSessionCheck(keycloak, () => endSession('expired'));
        watchSignOutElsewhere();
        // A new tab of this browser resumes with this tab's session while it lasts.
        offerSessionToNewTabs(() => (sessionEnd() ? undefined : readTokens()));
        // Signed in: the user's own language (src/userLocale.ts), loaded if it is another.
        const userLanguage = settleUserLocale(keycloak.tokenParsed, locale);
        const userCatalogue =
            userLanguage === locale ? catalogue : await loadCatalogue(userLanguage);
        const services = startConsole({
            keycloak,
            config,
            locale: userLanguage,
            catalogue: userCatalogue,
        });
        root.render(
            <StrictMode>
                <App services={services} />
            </StrictMode>,
        );
    } catch (error) {
        console.error(error);
        root.render(
            <BootMessage
                catalogue={catalogue}
                messageKey="app.boot_failed"
                reason={String((error as Error)?.message ?? error)}
            />,
        );
    }
};

void start();
