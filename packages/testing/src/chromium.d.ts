export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
export declare const E2E_TRACE: 'retain-on-failure' | 'off';
