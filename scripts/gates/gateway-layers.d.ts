/** Types of gateway-layers.js (plain JavaScript so eslint.config.js loads it under any Node). */
export declare const GATEWAY_LAYERS: readonly (readonly string[])[];
export declare function gatewayLayerRules(): {
  files: string[];
  patterns: (({ group: string[] } | { regex: string }) & { message: string })[];
}[];
export declare const ROUTES_INNER: readonly { files: string[]; regex: string; message: string }[];
