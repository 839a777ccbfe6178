// The OpenGL ES 2.0 and 3.0 C API (`glGenFramebuffers`, `GL_FRAMEBUFFER`, `GLuint`…), spelled
// and typed as Apple's OpenGLES module imports it into Swift.
@_exported import CGLES
// EAGLDrawable and its property keys live beside CAEAGLLayer in QuartzCore; Apple declares
// them in OpenGLES, so `import OpenGLES` brings them too.
@_exported import protocol QuartzCore.EAGLDrawable
@_exported import let QuartzCore.kEAGLDrawablePropertyRetainedBacking
@_exported import let QuartzCore.kEAGLDrawablePropertyColorFormat
@_exported import let QuartzCore.kEAGLColorFormatRGBA8
@_exported import let QuartzCore.kEAGLColorFormatRGB565
@_exported import let QuartzCore.kEAGLColorFormatSRGBA8
