import Foundation

extension Error {
    /// Why the operation failed, in a few words for a message that names the file already: the
    /// system's reason (`Not a directory`) where there is one.
    package var reason: String {
        let error = self as NSError
        let posixError = [error, error.userInfo[NSUnderlyingErrorKey] as? NSError]
            .compactMap { $0 }
            .first { $0.domain == NSPOSIXErrorDomain }
        guard let posixError else {
            return error.domain == NSCocoaErrorDomain ? error.localizedDescription : String(describing: self)
        }
        return String(cString: strerror(Int32(posixError.code)))
    }
}
