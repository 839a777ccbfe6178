// OpenGL ES 2.0 and 3.0 (Debian's libgles-dev): GLES3/gl3.h declares both, as Apple's
// OpenGLES framework offers ES2 and ES3 from one module.
#include <GLES3/gl3.h>
