import ArgumentParser
import Foundation
import OpenGLES

/// Says which OpenGL ES CAEAGLLayer and GLKit get on this machine (Mesa's driver and
/// version), or why there is none; exits 1 then.
struct GLInfoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "gl-info",
                                                    abstract: "Show the OpenGL ES that EAGLContext gets here.")

    func run() throws {
        guard let context = EAGLContext(api: .openGLES3) ?? EAGLContext(api: .openGLES2) else {
            print("OpenGL ES: unavailable")
            throw ExitCode(1)
        }
        EAGLContext.setCurrent(context)
        defer { EAGLContext.setCurrent(nil) }
        func string(_ name: Int32) -> String { glGetString(GLenum(name)).map { String(cString: $0) } ?? "?" }
        print("OpenGL ES: \(string(GL_VERSION))")
        print("renderer: \(string(GL_RENDERER)) (\(string(GL_VENDOR)))")
        print("shading language: \(string(GL_SHADING_LANGUAGE_VERSION))")
    }
}
