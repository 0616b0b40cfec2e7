import LabSupport
import PropertyBased
import Testing

@Suite("Passwords masked in what the lab writes")
struct PasswordsMaskedTests {
    @Test(
        "A URL's password and a password= parameter are masked, nothing else",
        arguments: [
            ("postgres://lab:s3cret@db.example:5432/history", "postgres://lab:***@db.example:5432/history"),
            ("postgresql://lab:s3cret@db/history?sslmode=require", "postgresql://lab:***@db/history?sslmode=require"),
            ("framelab gate --database=postgres://lab:p%40ss@db/h", "framelab gate --database=postgres://lab:***@db/h"),
            (
                "postgres://db/history?user=lab&password=s3cret&sslmode=verify-full",
                "postgres://db/history?user=lab&password=***&sslmode=verify-full"
            ),
            ("host=db user=lab password='two words' dbname=h", "host=db user=lab password=*** dbname=h"),
            ("PASSWORD=s3cret", "PASSWORD=***"),
            // No password: left as it is.
            ("postgres://lab@db:5432/history", "postgres://lab@db:5432/history"),
            ("postgres://db:5432/history?sslmode=require", "postgres://db:5432/history?sslmode=require"),
            ("results/history.sqlite", "results/history.sqlite"),
            ("framelab run --scenario list-scroll", "framelab run --scenario list-scroll"),
            ("no_password=1 old_password_file=x", "no_password=1 old_password_file=x"),
        ])
    func masks(text: String, masked: String) {
        #expect(text.passwordsMasked == masked)
        #expect(masked.passwordsMasked == masked)
    }

    @Test func noRandomPasswordSurvivesInAURLOrACommandLine() async {
        // Whatever a URL may hold as a password (percent-encoded where it must be).
        let characters = Array("abcXYZ019-._~!$&'()*+,;=%:")
        await propertyCheck(count: 300, input: Gen.int(in: 1...40), Gen.int(in: 0...1_000_000)) { length, seed in
            var generator = Xoshiro(seed: (UInt64(seed), 1, 2, 3))
            let password = "P" + String((0..<length).map { _ in characters.randomElement(using: &generator)! })
            let url = "postgres://lab:\(password)@127.0.0.1:5432/history?sslmode=require"
            let commandLine = "framelab gate --database \(url) --runner ci"
            #expect(url.passwordsMasked == "postgres://lab:***@127.0.0.1:5432/history?sslmode=require")
            #expect(!commandLine.passwordsMasked.contains(password))
        }
    }
}
