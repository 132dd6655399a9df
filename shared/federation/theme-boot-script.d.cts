export declare const THEME_BOOT_SCRIPT: string;
export declare const THEME_BOOT_SCRIPT_SOURCE: string;
