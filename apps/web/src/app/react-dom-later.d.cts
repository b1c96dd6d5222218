declare const reactDomClient: () => typeof import("react-dom/client");
export = reactDomClient;
