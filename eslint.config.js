import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { layersPlugin } from './scripts/importLayers.mjs';

export default tseslint.config(
    {
        ignores: [
            'dist',
            'node_modules',
            'coverage',
            'test-results',
            'playwright-report',
            'sandbox/data',
        ],
    },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    {
        files: ['**/*.{ts,tsx}'],
        languageOptions: { globals: { ...globals.browser, ...globals.node } },
        plugins: { 'react-hooks': reactHooks },
        rules: {
            'react-hooks/rules-of-hooks': 'error',
            'react-hooks/exhaustive-deps': 'warn',
            '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
        },
    },
    {
        // Imports point one way: custom-pages -> resources -> src (scripts/importLayers.mjs).
        files: [
            'src/**/*.{ts,tsx}',
            'resources/**/*.{ts,tsx}',
            'custom-pages/**/*.{ts,tsx}',
            'i18n/**/*.ts',
            'sandbox/**/*.ts',
        ],
        plugins: { layers: layersPlugin },
        rules: { 'layers/direction': 'error' },
    },
    {
        // One required rule: the console's, for which a text of spaces only is empty too.
        files: ['resources/**/*.{ts,tsx}', 'custom-pages/**/*.{ts,tsx}', 'src/**/*.{ts,tsx}'],
        ignores: ['src/validation/rules.ts'],
        rules: {
            'no-restricted-imports': [
                'error',
                {
                    paths: [
                        {
                            name: 'react-admin',
                            importNames: ['required'],
                            message: 'Use required from src/validation/rules.ts.',
                        },
                        {
                            name: 'react-admin',
                            importNames: ['Button'],
                            message:
                                'Use Button from src/ui/Button.tsx: it keeps its name when disabled on a phone.',
                        },
                    ],
                },
            ],
        },
    },
    {
        files: ['**/*.{js,mjs}'],
        languageOptions: { globals: { ...globals.node } },
    },
);
