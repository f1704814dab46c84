/** Start: configuration, then sign-in, then the console. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { initKeycloak, signOut } from './auth/keycloak';
import { startSessionCheck } from './auth/sessionCheck';
import { BootMessage } from './BootMessage';
import { loadConfig } from './config';

const root = createRoot(document.getElementById('root')!);

const start = async () => {
    root.render(<BootMessage messageKey="app.loading" />);
    try {
        const config = await loadConfig();
        const keycloak = await initKeycloak(config);
        startSessionCheck(keycloak, () => void signOut());
        root.render(
            <StrictMode>
                <App keycloak={keycloak} config={config} />
            </StrictMode>,
        );
    } catch (error) {
        console.error(error);
        root.render(
            <BootMessage
                messageKey="app.boot_failed"
                reason={String((error as Error)?.message ?? error)}
            />,
        );
    }
};

void start();
