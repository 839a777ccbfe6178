// `import Shell` gives the whole host: the platform-neutral core and the Wayland window.
@_exported import ShellCore
