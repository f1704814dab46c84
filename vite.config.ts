/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The sandbox serves the build and answers /api, /content and /config.json on the same origin.
const sandbox = process.env.SANDBOX_URL ?? 'http://localhost:8080';

export default defineConfig({
    plugins: [react()],
    server: {
        port: 5173,
        proxy: {
            '/api': sandbox,
            '/content': sandbox,
            '/config.json': sandbox,
        },
    },
    build: {
        sourcemap: false,
        chunkSizeWarningLimit: 1500,
    },
    test: {
        projects: [
            {
                extends: true,
                test: {
                    name: 'unit',
                    environment: 'jsdom',
                    globals: true,
                    include: ['tests/unit/**/*.test.{ts,tsx}'],
                    setupFiles: ['tests/unit/setup.ts'],
                },
            },
            {
                test: {
                    name: 'sandbox',
                    environment: 'node',
                    include: ['tests/sandbox/**/*.test.ts'],
                    testTimeout: 30000,
                },
            },
        ],
    },
});
