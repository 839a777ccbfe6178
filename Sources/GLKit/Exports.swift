@_exported import OpenGLES
